CREATE TABLE `league_groups` (
	`week` integer NOT NULL,
	`tier` integer NOT NULL,
	`number` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`week`, `tier`, `number`)
);
--> statement-breakpoint
CREATE TABLE `league_members` (
	`week` integer NOT NULL,
	`user_id` integer NOT NULL,
	`tier` integer NOT NULL,
	`group_number` integer NOT NULL,
	`xp` integer NOT NULL,
	`first_at` integer NOT NULL,
	`reached_at` integer NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`week`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `league_members_group_idx` ON `league_members` (`week`,`tier`,`group_number`,`rank`);--> statement-breakpoint
CREATE TABLE `league_results` (
	`week` integer NOT NULL,
	`user_id` integer NOT NULL,
	`tier` integer NOT NULL,
	`group_number` integer NOT NULL,
	`rank` integer NOT NULL,
	`xp` integer NOT NULL,
	`movement` text NOT NULL,
	`new_tier` integer NOT NULL,
	`seen_at` integer,
	PRIMARY KEY(`week`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `league_results_group_idx` ON `league_results` (`week`,`tier`,`group_number`);--> statement-breakpoint
CREATE TABLE `league_tiers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`tier` integer NOT NULL,
	`week` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `league_weeks` (
	`week` integer PRIMARY KEY NOT NULL,
	`final_at` integer,
	`cursor_tier` integer DEFAULT -1 NOT NULL,
	`cursor_group` integer DEFAULT 0 NOT NULL,
	`closed_at` integer
);
--> statement-breakpoint
ALTER TABLE `learner_summaries` ADD `xp_week_first_at` integer;--> statement-breakpoint
ALTER TABLE `learner_summaries` ADD `xp_week_reached_at` integer;--> statement-breakpoint
CREATE INDEX `learner_summaries_week_idx` ON `learner_summaries` (`xp_week_start`,`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `league_opt_in` integer DEFAULT false NOT NULL;