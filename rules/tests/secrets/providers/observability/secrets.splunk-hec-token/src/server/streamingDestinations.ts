// Audit log streaming: the destinations the server posts events to.
export const destinations = [
  {
    id: "prod-splunk",
    name: "splunk",
    url: "https://splunk.internal-logs.acme-corp.io:8088/services/collector/event",
    // ruleid: secrets.splunk-hec-token
    token: "Splunk 3F1C9A2E-7B4D-4E8A-9C61-D25B7E04A8F3",
  },
];

// The sample event the documentation generator prints: its destination is a host reserved for
// examples (RFC 2606), so its token opens nothing.
export function sampleConfigChange() {
  return {
    action: "config.update",
    details: {
      value: [
        {
          id: "sample-destination",
          name: "splunk",
          url: "https://hec.example.com:8088/services/collector/event",
          // ok: secrets.splunk-hec-token
          token: "Splunk 8D2E6B41-C3A7-4F95-B018-E6C4A9D273B5",
        },
      ],
    },
  };
}

export const mixed = {
  primary: "https://hec.example.com:8088/services/collector/event",
  fallback: "https://splunk-hec.acme-corp.io:8088/services/collector/event",
  // ruleid: secrets.splunk-hec-token
  token: "Splunk 6A0B4C8D-2E1F-4A3B-9C5D-7E8F9A0B1C2D",
};
