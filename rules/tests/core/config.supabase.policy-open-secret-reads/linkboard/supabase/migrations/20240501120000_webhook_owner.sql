drop policy "Webhooks are readable" on public.webhooks;
alter table public.webhooks add column owner_id uuid references auth.users (id);

-- ok: config.supabase.policy-open-secret-reads
create policy "Owners read their webhooks" on public.webhooks for select to authenticated using (auth.uid() = owner_id);
