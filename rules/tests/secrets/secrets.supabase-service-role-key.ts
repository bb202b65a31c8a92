import { createClient } from "@supabase/supabase-js";

const url = "https://kqwfrdnbkqxpdzghtylu.supabase.co";

// The anon key is public by design; RLS protects the data.
// ok: secrets.supabase-service-role-key
export const supabase = createClient(url, "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imtxd2ZyZG5ia3F4cGR6Z2h0eWx1Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAxNTU3NjAwMH0.Pq7rT2vX5zB8dF1hJ4lN6pR9tV3xZ5bD8fH0jL2nQ4s");

// The service_role key bypasses RLS: it must never be in the repository.
// ruleid: secrets.supabase-service-role-key
export const admin = createClient(url, "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imtxd2ZyZG5ia3F4cGR6Z2h0eWx1Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTcwMDAwMDAwMCwiZXhwIjoyMDE1NTc2MDAwfQ.Xk3nQ8vR2bT5yW1zA7cD9eF4gH6jK0mL3pN8qS2uV5w");

// New-style secret API key.
// ruleid: secrets.supabase-service-role-key
export const worker = createClient(url, "sb_secret_N7q2Xr9vLk3Pz8TwQm4tZ8wLp2Vx6Rn1");

// `supabase start` prints the same demo keys for every local stack.
// ok: secrets.supabase-service-role-key
export const local = createClient("http://127.0.0.1:54321", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU");

// ... and, since CLI 2.x, the same new-style secret key.
// ok: secrets.supabase-service-role-key
export const localWorker = createClient("http://127.0.0.1:54321", "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz");

// ok: secrets.supabase-service-role-key
export const serverAdmin = createClient(url, process.env.SUPABASE_SERVICE_ROLE_KEY!);
