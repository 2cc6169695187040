CREATE TABLE `trial_claims` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`trial_started_at` integer NOT NULL,
	`trial_ends_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `free_language_changed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `device_epoch` integer DEFAULT 0 NOT NULL;