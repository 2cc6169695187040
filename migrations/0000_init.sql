CREATE TABLE `conversation_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`conversation_id` integer NOT NULL,
	`topic` text NOT NULL,
	`speaker` text NOT NULL,
	`english` text NOT NULL,
	`italian` text DEFAULT '' NOT NULL,
	`spanish` text DEFAULT '' NOT NULL,
	`french` text DEFAULT '' NOT NULL,
	`german` text DEFAULT '' NOT NULL,
	`russian` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `conversation_lines_conversation_idx` ON `conversation_lines` (`conversation_id`);--> statement-breakpoint
CREATE TABLE `conversation_progress` (
	`user_id` integer NOT NULL,
	`language` text NOT NULL,
	`current_sequence` integer DEFAULT 1 NOT NULL,
	`current_line_id` integer DEFAULT 1 NOT NULL,
	`current_topic` text,
	`repetition_count` integer DEFAULT 0 NOT NULL,
	`total_points` integer DEFAULT 0 NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`last_practice_day` text,
	`revision` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `language`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `leaderboard_entries` (
	`language` text NOT NULL,
	`user_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`anonymous_name` text NOT NULL,
	`level` integer NOT NULL,
	`points` integer NOT NULL,
	`streak` integer NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`language`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leaderboard_language_rank_idx` ON `leaderboard_entries` (`language`,`rank`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`window_started_at` integer NOT NULL,
	`locked_until` integer
);
--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `provider_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `processed_stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`language` text NOT NULL,
	`current_sequence` text NOT NULL,
	`current_position` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`streak` integer DEFAULT 0 NOT NULL,
	`repetition_counts` text NOT NULL,
	`review_pile` text NOT NULL,
	`last_practice_day` text,
	`last_practice_at` integer,
	`highest_sentence_id` integer DEFAULT 0 NOT NULL,
	`total_repetitions` integer DEFAULT 0 NOT NULL,
	`points_reached_at` integer,
	`revision` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `progress_user_language_unique` ON `progress` (`user_id`,`language`);--> statement-breakpoint
CREATE INDEX `progress_language_points_idx` ON `progress` (`language`,`points`);--> statement-breakpoint
CREATE TABLE `review_items` (
	`user_id` integer NOT NULL,
	`language` text NOT NULL,
	`sentence_id` integer NOT NULL,
	`next_review` integer NOT NULL,
	`interval` integer NOT NULL,
	`ease_factor` real NOT NULL,
	PRIMARY KEY(`user_id`, `language`, `sentence_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_items_due_idx` ON `review_items` (`user_id`,`language`,`next_review`);--> statement-breakpoint
CREATE TABLE `review_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`language` text NOT NULL,
	`sentence_id` integer NOT NULL,
	`grade` integer NOT NULL,
	`reviewed_at` integer NOT NULL,
	`interval` integer NOT NULL,
	`ease_factor` real NOT NULL,
	`next_review` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_log_user_time_idx` ON `review_log` (`user_id`,`reviewed_at`);--> statement-breakpoint
CREATE TABLE `sentences` (
	`id` integer PRIMARY KEY NOT NULL,
	`level` integer NOT NULL,
	`subsection` integer NOT NULL,
	`english` text NOT NULL,
	`italian` text DEFAULT '' NOT NULL,
	`spanish` text DEFAULT '' NOT NULL,
	`french` text DEFAULT '' NOT NULL,
	`german` text DEFAULT '' NOT NULL,
	`russian` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sentences_level_idx` ON `sentences` (`level`,`subsection`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`status` text DEFAULT 'incomplete' NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`current_period_end` integer,
	`price_id` text,
	`stripe_updated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_customer_unique` ON `subscriptions` (`stripe_customer_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_subscription_idx` ON `subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`profile_image_url` text,
	`password_hash` text,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`selected_free_language` text,
	`trial_started_at` integer,
	`trial_ends_at` integer,
	`leaderboard_opt_out` integer DEFAULT false NOT NULL,
	`settings` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);