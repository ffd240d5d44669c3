# Where Varnish finds Curio: edit for your host (npm start listens on port 3000), or list every replica behind a
# director. curio.vcl includes this file; the tests write their own beside it (test/support/varnish.ts).
backend curio {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
    # Liveness, not readiness: pages are served while the message store is away (/readyz says 503 then), and
    # a draining replica refuses connections, which Varnish counts as a failed fetch and tries again later.
    .probe = {
        .url = "/healthz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}
