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
