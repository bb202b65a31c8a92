"use client";

export function AdminBar() {
  // a client component: the value is in the page's JavaScript
  // ruleid: secrets.public-env-secret
  const token = process.env.NEXT_PUBLIC_ADMIN_TOKEN;
  return <a href={`/admin?token=${token}`}>Admin</a>;
}
