ALTER TABLE `posts` ADD `search_text` text;--> statement-breakpoint
-- Full-text search over posts (issue 16), hand-written: drizzle-kit does not model virtual tables or triggers.
-- External content: the words live in `posts`; posts_fts holds only the index, keyed by posts.rowid.
-- unicode61 with remove_diacritics 2 folds case and accents ("sante" finds "Santé"); the prefix indexes make
-- "ed*" / "edu*" lookups cheap. Tags are indexed as their JSON text: the tokenizer drops the punctuation.
CREATE VIRTUAL TABLE `posts_fts` USING fts5(
  title, excerpt, search_text, tags,
  content='posts', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
-- Triggers, so every writer (the app, raw SQL, a generator, a restore) keeps the index in step.
CREATE TRIGGER `posts_fts_ai` AFTER INSERT ON `posts` BEGIN
  INSERT INTO posts_fts(rowid, title, excerpt, search_text, tags) VALUES (new.rowid, new.title, new.excerpt, new.search_text, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_ad` AFTER DELETE ON `posts` BEGIN
  INSERT INTO posts_fts(posts_fts, rowid, title, excerpt, search_text, tags) VALUES ('delete', old.rowid, old.title, old.excerpt, old.search_text, old.tags);
END;
--> statement-breakpoint
-- Only when an indexed column is written: counting a view or a like must not re-index the post.
CREATE TRIGGER `posts_fts_au` AFTER UPDATE OF title, excerpt, search_text, tags ON `posts` BEGIN
  INSERT INTO posts_fts(posts_fts, rowid, title, excerpt, search_text, tags) VALUES ('delete', old.rowid, old.title, old.excerpt, old.search_text, old.tags);
  INSERT INTO posts_fts(rowid, title, excerpt, search_text, tags) VALUES (new.rowid, new.title, new.excerpt, new.search_text, new.tags);
END;
--> statement-breakpoint
-- Existing posts: title, excerpt and tags now; the body once start-up has filled search_text (the update trigger).
INSERT INTO posts_fts(posts_fts) VALUES ('rebuild');
