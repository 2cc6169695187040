CREATE TABLE `step_allowances` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`full_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `conversation_progress` ADD `ranked_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversation_progress` ADD `counted_day` text;--> statement-breakpoint
ALTER TABLE `conversation_progress` ADD `counted_conversations` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Points earned before the rule stay counted: only new Continues are counted once per conversation per day.
UPDATE `conversation_progress` SET `ranked_points` = `total_points`;
