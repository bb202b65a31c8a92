create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  owner_id uuid not null references auth.users (id),
  price numeric(10, 2)
);
alter table public.workspaces enable row level security;

-- Workspace pages are public.
-- ok: config.supabase.policy-open-secret-reads
create policy "Workspaces are viewable by everyone" on public.workspaces for select using (true);

create table public.profiles (
  id uuid primary key references auth.users (id),
  username text unique,
  avatar_url text,
  expo_push_token text
);
alter table public.profiles enable row level security;

-- ok: config.supabase.policy-open-secret-reads
create policy "Public profiles are viewable by everyone." on public.profiles for select using (true);

create table "public"."workspace_api_keys" (
    "id" uuid not null default gen_random_uuid(),
    "name" text not null,
    "token" text not null,
    "workspace_id" uuid not null,
    "created_at" timestamp with time zone not null default now()
);
alter table "public"."workspace_api_keys" enable row level security;

-- ruleid: config.supabase.policy-open-secret-reads
create policy "Enable read access for all users"
on "public"."workspace_api_keys"
as permissive
for select
to public
using (true);

create table public.deploy_keys (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id),
  key_hash text not null,
  last_four text not null
);
alter table public.deploy_keys enable row level security;

-- Only a hash is kept: reading it gives nobody the key.
-- ok: config.supabase.policy-open-secret-reads
create policy "Keys are listed to members" on public.deploy_keys for select to authenticated using (true);
