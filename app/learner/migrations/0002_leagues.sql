ALTER TABLE `language_totals` ADD `week_first_at` integer;--> statement-breakpoint
ALTER TABLE `language_totals` ADD `week_reached_at` integer;