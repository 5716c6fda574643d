-- Reference data, not demo data: the provisioning models phones are made in (DEV-03), the same
-- for every account. Written by hand (drizzle-kit generate --custom). The demo's desk phones
-- (server/db/seeding/telephony.ts DESK_MODELS) are among them.
INSERT INTO "provisioning_models" ("name", "partner_number", "provision_model", "auto_provision_model", "num_of_lines", "description", "make_name", "make_description", "file_format", "countries") VALUES
  ('Yealink T54W', 'YEA-T54W', 'yealink_t54w', 'SIP-T54W', 16, 'Yealink T54W prime business phone, colour screen, Bluetooth and Wi-Fi', 'Yealink', 'Yealink SIP phones', 'yealink', '["US","GB","AU","IN"]'::jsonb),
  ('Yealink T46U', 'YEA-T46U', 'yealink_t46u', 'SIP-T46U', 16, 'Yealink T46U, colour screen, dual USB', 'Yealink', 'Yealink SIP phones', 'yealink', '["US","GB","AU","IN"]'::jsonb),
  ('Yealink T33G', 'YEA-T33G', 'yealink_t33g', 'SIP-T33G', 4, 'Yealink T33G entry-level colour phone', 'Yealink', 'Yealink SIP phones', 'yealink', '["US","GB","AU","IN"]'::jsonb),
  ('Yealink W73P', 'YEA-W73P', 'yealink_w73p', 'W73P', 10, 'Yealink W73P DECT base and cordless handset', 'Yealink', 'Yealink SIP phones', 'yealink', '["US","GB","AU"]'::jsonb),
  ('Polycom VVX 450', 'POL-VVX450', 'polycom_vvx450', 'VVX450', 12, 'Polycom VVX 450, 12 lines, colour screen', 'Polycom', 'Poly (Polycom) phones', 'polycom', '["US","GB","AU","IN"]'::jsonb),
  ('Polycom VVX 250', 'POL-VVX250', 'polycom_vvx250', 'VVX250', 4, 'Polycom VVX 250, 4 lines', 'Polycom', 'Poly (Polycom) phones', 'polycom', '["US","GB","AU","IN"]'::jsonb),
  ('Poly Edge E350', 'POL-E350', 'poly_edge_e350', 'EdgeE350', 8, 'Poly Edge E350, 8 lines, Bluetooth', 'Polycom', 'Poly (Polycom) phones', 'polycom', '["US","GB","AU"]'::jsonb),
  ('Poly Trio C60', 'POL-TRIOC60', 'poly_trio_c60', 'TrioC60', 1, 'Poly Trio C60 conference phone', 'Polycom', 'Poly (Polycom) phones', 'polycom', '["US","GB","AU","IN"]'::jsonb),
  ('Cisco 8851', 'CIS-8851', 'cisco_8851', 'CP-8851-3PCC', 5, 'Cisco IP Phone 8851 (multiplatform firmware)', 'Cisco', 'Cisco multiplatform phones', 'none', '["US","GB","AU"]'::jsonb),
  ('Cisco 7841', 'CIS-7841', 'cisco_7841', 'CP-7841-3PCC', 4, 'Cisco IP Phone 7841 (multiplatform firmware)', 'Cisco', 'Cisco multiplatform phones', 'none', '["US","GB","IN"]'::jsonb),
  ('Grandstream GRP2615', 'GS-GRP2615', 'grandstream_grp2615', 'GRP2615', 10, 'Grandstream GRP2615 carrier-grade phone', 'Grandstream', 'Grandstream SIP phones', 'none', '["US","IN"]'::jsonb);
