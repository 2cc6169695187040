CREATE TABLE `practice_days` (
	`user_id` integer NOT NULL,
	`language` text NOT NULL,
	`day` text NOT NULL,
	`repetitions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `language`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
