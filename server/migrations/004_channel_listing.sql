-- A channel's newest items without sorting all of them (its shelf on /home, its page).
CREATE INDEX contents_channel_published ON contents(channel_id, published_at);
