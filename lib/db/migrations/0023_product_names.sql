-- The Dutch name of each product type, kept by an admin (/admin/product-names),
-- by the product's name as the order spec gives it (issue 45, item 4).
CREATE TABLE "app"."product_names" (
	"name_en" text PRIMARY KEY NOT NULL,
	"name_nl" text NOT NULL
);
