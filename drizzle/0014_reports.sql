CREATE TABLE `search_terms` (
	`day` text NOT NULL,
	`area` text NOT NULL,
	`term` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`empty_searches` integer DEFAULT 0 NOT NULL,
	`results` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `area`, `term`)
);
--> statement-breakpoint
CREATE TABLE `visit_counts` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`kind` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `kind`, `value`)
);
