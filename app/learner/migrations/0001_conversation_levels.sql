ALTER TABLE `conversations` ADD `ranked_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `counted_day` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `counted_conversations` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `levels` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Points earned before the once-a-day rule stay counted.
UPDATE `conversations` SET `ranked_points` = `total_points`;
