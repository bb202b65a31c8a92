<?php
$db_host = 'db.acme.internal';
// ruleid: secrets.generic-password
$db_password = 'Kx7pQ2mV9zR4wT';
// ok: secrets.generic-password
$replica_password = getenv('REPLICA_PASSWORD');
$signing_secret = '';
// ruleid: secrets.generic-secret
$signing_secret .= 'q8Zr2LmX7vPt4Nw9Kc3Hs6Jd';
// ok: secrets.generic-secret
$webhook_secret = $_ENV['WEBHOOK_SECRET'];
// ruleid: secrets.generic-api-key
define( 'MAILER_API_KEY', 'Zk4nQ8vR2bT5yW1zA7cD9eF4' );
// ok: secrets.generic-api-key
define( 'GEOCODER_API_KEY', getenv('GEOCODER_API_KEY') );
return [
    'mailer' => [
        // ruleid: secrets.generic-token
        'auth_token' => 'Vq3Lz8Xm2Rt7Pw4Nk9Hc6Bs1Jd5Gf0',
        // ok: secrets.generic-token
        'auth_token' => env('MAILER_AUTH_TOKEN'),
    ],
];
