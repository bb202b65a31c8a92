import axios from "axios";
import { createClient } from "@supabase/supabase-js";

export const internalApi = axios.create({
  baseURL: "https://billing.internal.acme.dev",
  // ruleid: secrets.jwt-token
  headers: { Authorization: "Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtYmlsbGluZyIsInNjb3BlIjoiYWRtaW4iLCJpYXQiOjE3MTAwMDAwMDB9.Tq8vXk2LmR7pZ3wN9cH4bJ6sD1fG5yK0aE8uV2iO4" },
});

// ruleid: secrets.jwt-token
const SERVICE_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjcm9uLXdvcmtlciIsInJvbGVzIjpbImV4cG9ydCJdfQ.Kq2Lm8Xv3Rt7Pz1Nc4Wb6Hs9Jd5Gf0Zk";

// The Supabase anon key is public by design (RLS protects the data).
// ok: secrets.jwt-token
export const supabase = createClient("https://kqwfrdnbkqxpdzghtylu.supabase.co", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imtxd2ZyZG5ia3F4cGR6Z2h0eWx1Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MjAxNTU3NjAwMH0.Pq7rT2vX5zB8dF1hJ4lN6pR9tV3xZ5bD8fH0jL2nQ4s");

// The jwt.io sample token, used in docs and tooltips.
// ok: secrets.jwt-token
export const SAMPLE = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

// ok: secrets.jwt-token
export const runtime = axios.create({ headers: { Authorization: `Bearer ${process.env.BILLING_TOKEN}` } });

export { SERVICE_TOKEN };

// Signed with a key the JWT documentation prints (`secret`, jwt.io's `your-512-bit-secret`):
// anyone can issue the same token with any claims, so it keeps nothing secret.
// ok: secrets.jwt-token
export const ADMIN_SAMPLE = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiIsImlhdCI6MTcwMDAwMDAwMH0.ztIzSB-ISt3hA70purkJJ6gVjU9G8ak5yScieFQnf2A";
// ok: secrets.jwt-token
export const WORKER_SAMPLE = "eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ3b3JrZXIiLCJzY29wZSI6ImpvYnM6cnVuIiwiaWF0IjoxNzAwMDAwMDAwfQ.Vw-UDH7DnrqmkQGSTfGP-WRUBCWhc_vOhYeEb_Ij_c9zV4n7hCqzip8KUMVEjYhrytqvccurn3AuRfQTbwpPBA";
