package config

import "os"

// ruleid: secrets.generic-api-key
var mailerApiKey string = "Zk4nQ8vR2bT5yW1zA7cD9eF4"

// ok: secrets.generic-api-key
var geocoderApiKey string = os.Getenv("GEOCODER_API_KEY")

func Load() Config {
	// ruleid: secrets.generic-password
	dbPassword := "Kx7pQ2mV9zR4wT"
	// ok: secrets.generic-password
	replicaPassword := os.Getenv("REPLICA_PASSWORD")
	return Config{
		// ruleid: secrets.generic-secret
		ClientSecret: "q8Zr2LmX7vPt4Nw9Kc3Hs6Jd",
		// ok: secrets.generic-secret
		WebhookSecret: os.Getenv("WEBHOOK_SECRET"),
		DB:            dbPassword + replicaPassword,
	}
}
