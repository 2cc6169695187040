CREATE TABLE `learner_summaries` (
	`user_id` integer NOT NULL,
	`language` text NOT NULL,
	`started` integer DEFAULT false NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`conversation_points` integer DEFAULT 0 NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`last_practice_day` text,
	`last_practice_at` integer,
	`graduated_count` integer DEFAULT 0 NOT NULL,
	`highest_sentence_id` integer DEFAULT 0 NOT NULL,
	`total_repetitions` integer DEFAULT 0 NOT NULL,
	`reviews_total` integer DEFAULT 0 NOT NULL,
	`reviews_by_day` text NOT NULL,
	`xp_week` integer DEFAULT 0 NOT NULL,
	`xp_week_start` integer DEFAULT 0 NOT NULL,
	`points_reached_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `language`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learner_summaries_language_points_idx` ON `learner_summaries` (`language`,`points`);--> statement-breakpoint
DROP TABLE `step_allowances`;