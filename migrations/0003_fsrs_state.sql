ALTER TABLE `review_items` ADD `fsrs_stability` real;--> statement-breakpoint
ALTER TABLE `review_items` ADD `fsrs_difficulty` real;--> statement-breakpoint
ALTER TABLE `review_items` ADD `fsrs_reps` integer;--> statement-breakpoint
ALTER TABLE `review_items` ADD `fsrs_lapses` integer;--> statement-breakpoint
ALTER TABLE `review_items` ADD `fsrs_state` integer;--> statement-breakpoint
ALTER TABLE `review_items` ADD `fsrs_last_review` integer;