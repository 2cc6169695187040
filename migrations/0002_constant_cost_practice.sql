CREATE TABLE `practice_batches` (
	`user_id` integer NOT NULL,
	`batch_id` text NOT NULL,
	`language` text NOT NULL,
	`steps` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `batch_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `progress` ADD `graduated_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The pile's size moves into a counter; the pile itself is the learner's review_items.
UPDATE `progress` SET `graduated_count` = json_array_length(`review_pile`), `review_pile` = '[]';
