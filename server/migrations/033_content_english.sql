-- English texts of editorial content, answered when a request asks for English (Accept-Language):
-- an English page shows no German banner or event box. Null: the German text stands for both.
ALTER TABLE marketing_banners ADD COLUMN title_en TEXT;
ALTER TABLE marketing_banners ADD COLUMN text_en TEXT;
ALTER TABLE marketing_banners ADD COLUMN link_label_en TEXT;
ALTER TABLE event_info_sections ADD COLUMN title_en TEXT;
ALTER TABLE event_info_sections ADD COLUMN text_en TEXT;
