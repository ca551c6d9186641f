-- Trigram indexes (image names here; product search later) need pg_trgm. IF NOT EXISTS: other features may create it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
