-- A plain Postgres app's schema (no Supabase): the app connects as one role and checks access itself.
create table cards (id serial primary key, title text not null, board_id int not null);
alter table cards enable row level security;
-- ok: config.supabase.policy-open-writes
create policy app_all on cards for all using (true);
