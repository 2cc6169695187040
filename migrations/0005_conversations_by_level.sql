ALTER TABLE `conversation_lines` ADD `level` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `conversation_lines_level_idx` ON `conversation_lines` (`level`,`id`);--> statement-breakpoint
ALTER TABLE `conversation_progress` ADD `levels` text DEFAULT '{}' NOT NULL;