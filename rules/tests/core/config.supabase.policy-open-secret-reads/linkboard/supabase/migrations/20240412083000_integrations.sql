create table public.integrations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id),
  provider text not null
);
alter table public.integrations enable row level security;
alter table public.integrations add column access_token text;
alter table public.integrations add column refresh_token text;

-- ruleid: config.supabase.policy-open-secret-reads
create policy "Members can view integrations" on public.integrations for select to authenticated using (true);

create table public.invites (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id),
  email text not null,
  invite_token text not null
);
alter table public.invites enable row level security;

-- Client roles read the invite's id and email only: the token column is not granted.
-- ok: config.supabase.policy-open-secret-reads
create policy "Invites are readable" on public.invites for select to authenticated using (true);
revoke select on public.invites from anon, authenticated;
grant select (id, workspace_id, email) on public.invites to authenticated;

create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  url text not null,
  signing_secret text not null
);
alter table public.webhooks enable row level security;
-- Replaced below by an owner check.
-- ok: config.supabase.policy-open-secret-reads
create policy "Webhooks are readable" on public.webhooks for select using (true);
