drop policy if exists "Enable update for all users" on public.feedback;

-- ok: config.supabase.policy-open-writes
create policy "Authors edit their feedback" on public.feedback for update to authenticated using (auth.uid() = author_id) with check (auth.uid() = author_id);

create table public.project_api_keys (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  token_hash text not null
);
alter table public.project_api_keys enable row level security;

-- ruleid: config.supabase.policy-open-writes
create policy "Manage keys" on public.project_api_keys for all using (true);

create schema if not exists private;
create table private.delivery_log (id bigint generated always as identity primary key, body jsonb not null);
alter table private.delivery_log enable row level security;
-- the Data API serves public and storage only: a private schema's table is the server's
-- ok: config.supabase.policy-open-writes
create policy "Workers manage the log" on private.delivery_log for all to authenticated using (true);

-- ruleid: config.supabase.policy-open-writes
create policy "Anyone replaces avatars" on storage.objects for update using (true);
