import { listOrders, refundOrder } from "@/lib/billing";

export default async function Dashboard() {
  const orders = await listOrders();
  return (
    <ul>
      {orders.map((o) => (
        <li key={o.id}>
          {o.total}
          <form action={refundOrder.bind(null, o.id)}>
            <button type="submit">Refund</button>
          </form>
        </li>
      ))}
    </ul>
  );
}
