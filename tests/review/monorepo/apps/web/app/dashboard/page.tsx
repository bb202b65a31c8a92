import { listOrders } from "@/lib/billing";

export default async function Dashboard() {
  const orders = await listOrders();
  return <ul>{orders.map((o) => <li key={o.id}>{o.total}</li>)}</ul>;
}
