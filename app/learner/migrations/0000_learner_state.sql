CREATE TABLE `conversations` (
	`language` text PRIMARY KEY NOT NULL,
	`current_sequence` integer DEFAULT 1 NOT NULL,
	`current_line_id` integer DEFAULT 1 NOT NULL,
	`current_topic` text,
	`repetition_count` integer DEFAULT 0 NOT NULL,
	`total_points` integer DEFAULT 0 NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`last_practice_day` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `grade_keys` (
	`grade_id` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`sentence_id` integer NOT NULL,
	`result` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `grade_keys_created_idx` ON `grade_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `language_totals` (
	`language` text PRIMARY KEY NOT NULL,
	`week_start` integer DEFAULT 0 NOT NULL,
	`week_points` integer DEFAULT 0 NOT NULL,
	`reviews_total` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `practice_batches` (
	`batch_id` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`steps` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `practice_batches_created_idx` ON `practice_batches` (`created_at`);--> statement-breakpoint
CREATE TABLE `practice_days` (
	`language` text NOT NULL,
	`day` text NOT NULL,
	`repetitions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`language`, `day`)
);
--> statement-breakpoint
CREATE TABLE `pyramids` (
	`language` text PRIMARY KEY NOT NULL,
	`current_sequence` text NOT NULL,
	`current_position` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`repetition_counts` text NOT NULL,
	`graduated_count` integer DEFAULT 0 NOT NULL,
	`highest_sentence_id` integer DEFAULT 0 NOT NULL,
	`total_repetitions` integer DEFAULT 0 NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`last_practice_day` text,
	`last_practice_at` integer,
	`points_reached_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_days` (
	`language` text NOT NULL,
	`day` text NOT NULL,
	`reviews` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`language`, `day`)
);
--> statement-breakpoint
CREATE TABLE `review_items` (
	`language` text NOT NULL,
	`sentence_id` integer NOT NULL,
	`next_review` integer NOT NULL,
	`interval` integer NOT NULL,
	`ease_factor` real NOT NULL,
	`fsrs_stability` real,
	`fsrs_difficulty` real,
	`fsrs_reps` integer,
	`fsrs_lapses` integer,
	`fsrs_state` integer,
	`fsrs_last_review` integer,
	PRIMARY KEY(`language`, `sentence_id`)
);
--> statement-breakpoint
CREATE INDEX `review_items_due_idx` ON `review_items` (`language`,`next_review`);--> statement-breakpoint
CREATE TABLE `review_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`sentence_id` integer NOT NULL,
	`grade` integer NOT NULL,
	`reviewed_at` integer NOT NULL,
	`interval` integer NOT NULL,
	`ease_factor` real NOT NULL,
	`next_review` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `review_log_item_idx` ON `review_log` (`language`,`sentence_id`,`reviewed_at`);--> statement-breakpoint
CREATE INDEX `review_log_time_idx` ON `review_log` (`language`,`reviewed_at`);--> statement-breakpoint
CREATE TABLE `summary_outbox` (
	`language` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
