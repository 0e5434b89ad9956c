PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`headers` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`expires_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`sending_id` text
);
--> statement-breakpoint
INSERT INTO `__new_mail_outbox`("id", "kind", "to_address", "subject", "text", "html", "headers", "status", "attempts", "next_attempt_at", "expires_at", "last_error", "created_at", "sent_at", "sending_id") SELECT "id", "kind", "to_address", "subject", "text", "html", "headers", "status", "attempts", "next_attempt_at", "expires_at", "last_error", "created_at", "sent_at", "sending_id" FROM `mail_outbox`;--> statement-breakpoint
DROP TABLE `mail_outbox`;--> statement-breakpoint
ALTER TABLE `__new_mail_outbox` RENAME TO `mail_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `mail_outbox_status_next_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_sending_status_idx` ON `mail_outbox` (`sending_id`,`status`);