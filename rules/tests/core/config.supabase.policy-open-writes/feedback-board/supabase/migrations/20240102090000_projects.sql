create table public.projects (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  owner_id uuid not null references auth.users (id)
);
alter table public.projects enable row level security;

-- ok: config.supabase.policy-open-writes
create policy "Projects are public" on public.projects for select using (true);

-- ok: config.supabase.policy-open-writes
create policy "Signed-in users create projects" on public.projects for insert to authenticated with check (auth.uid() = owner_id);

-- ruleid: config.supabase.policy-open-writes
create policy "Enable delete for authenticated users only" on public.projects for delete to authenticated using (true);

-- ruleid: config.supabase.policy-open-writes
CREATE POLICY "Enable update for authenticated users only" ON "public"."projects" FOR UPDATE TO "authenticated" USING (true) WITH CHECK (true);

create table public.feedback (
  id bigint generated always as identity primary key,
  project_id uuid not null references public.projects (id) on delete cascade,
  author_id uuid references auth.users (id),
  body text not null
);
alter table public.feedback enable row level security;

-- ok: config.supabase.policy-open-writes
create policy "Anyone can leave feedback" on public.feedback for insert with check (true);

-- Replaced by the owner check in the next migration.
-- ok: config.supabase.policy-open-writes
create policy "Enable update for all users" on public.feedback as permissive for update to anon, authenticated using (true) with check (true);

-- ok: config.supabase.policy-open-writes
create policy "Edge functions manage feedback" on public.feedback for all to service_role using (true);

-- ok: config.supabase.policy-open-writes
create policy "Only owners change projects" on public.projects as restrictive for update to authenticated using (true);
