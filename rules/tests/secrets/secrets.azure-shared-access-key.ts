import { ServiceBusClient } from "@azure/service-bus";
import { EventHubProducerClient } from "@azure/event-hubs";
import { DefaultAzureCredential } from "@azure/identity";

// ruleid: secrets.azure-shared-access-key
const bus = new ServiceBusClient("Endpoint=sb://acme-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=gWREgtzUaPcogimiwGMO0QPgDPKaEFhpOMdOon4Qwu8=");

// ok: secrets.azure-shared-access-key
const events = new EventHubProducerClient("acme-prod.servicebus.windows.net", "orders", new DefaultAzureCredential());

export async function publishOrder(order: { id: string }) {
  const sender = bus.createSender("orders");
  await sender.sendMessages({ body: order });
  await events.sendBatch([{ body: order }]);
}

// Upload URL handed to the mobile app; the SAS was generated once and pasted here.
// ruleid: secrets.azure-shared-access-key
export const UPLOAD_URL = "https://acmeprod.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2030-01-01T00:00:00Z&spr=https&sig=Qw3rTy7uIoP9aSdF2gHjK4lZx6cVbN8mQ1wE3rT5yU7i%3D";

// ok: secrets.azure-shared-access-key
export const busFromEnv = new ServiceBusClient(process.env.SERVICEBUS_CONNECTION_STRING!);

// A release webhook's payload recorded in 2021 for the integration tests: its icon link's SAS
// expired on 2021-03-09 (`se`, signed with the rest), so Azure Storage refuses it.
// ok: secrets.azure-shared-access-key
export const RECORDED_ICON_LINK = "https://appcenterfilesprod.blob.core.windows.net/icons/app-icon.png?sv=2019-02-02&sr=c&sig=Zq1Hd7mK2pL9xV4bN8cR3tY6wE0uI5oA%2BsD7fG2hJ4kT&se=2021-03-09T17%3A49%3A35Z&sp=r";

// The same link shape with a SAS that is still valid until 2031.
// ruleid: secrets.azure-shared-access-key
export const ICON_LINK = "https://appcenterfilesprod.blob.core.windows.net/icons/app-icon.png?sv=2019-02-02&sr=c&sig=Xw8Pq2nL5vR9tK3mB7cY1hD6sF0gJ4aZ%2BuE2iO7nV4tQ&se=2031-03-09T17%3A49%3A35Z&sp=r";
