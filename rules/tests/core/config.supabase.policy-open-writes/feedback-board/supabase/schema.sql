-- Dumped with `supabase db dump` after the migrations ran: the migrations are the record.
-- ok: config.supabase.policy-open-writes
CREATE POLICY "Enable delete for authenticated users only" ON "public"."projects" FOR DELETE TO "authenticated" USING (true);
