vcl 4.1;

# Varnish 7 in front of Curio (deploy/README.md, ADR 028). It caches by the headers the site sends and nothing
# else: no rule names a route. The site says what may be kept (Cache-Control), for how long (s-maxage), how
# long stale (stale-while-revalidate) and by which request header answers differ (Vary: Accept-Encoding only;
# the one answer that reads a cookie, the language redirect at /, is private).

include "backend.vcl";

sub vcl_recv {
    # HTTP/2 prior knowledge and a missing Host on HTTP/1.1 are refused, as Varnish's built-in VCL does.
    if (req.method == "PRI") {
        return (synth(405));
    }
    if (!req.http.host && req.esi_level == 0 && req.proto ~ "^(?i)HTTP/1.1") {
        return (synth(400));
    }

    # One spelling of what a client accepts: gzip, or nothing. Varnish keeps the gzip body and unzips it for a
    # client that takes none; brotli and the rest are the origin's business when it is reached directly.
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*gzip\s*(,|$|;\s*q=(1|0?\.\d*[1-9]))") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    # Cookies: the site reads one, `lang` (the language a reader chose, for the redirect at /). Every other
    # cookie is dropped here, so it never reaches the origin nor decides anything.
    if (req.http.Cookie) {
        set req.http.Cookie = ";" + req.http.Cookie;
        set req.http.Cookie = regsuball(req.http.Cookie, "; +", ";");
        set req.http.Cookie = regsuball(req.http.Cookie, ";(lang)=", "; \1=");
        set req.http.Cookie = regsuball(req.http.Cookie, ";[^ ][^;]*", "");
        set req.http.Cookie = regsuball(req.http.Cookie, "^[; ]+|[; ]+$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # A cookie does not make a request uncacheable: the site says with Vary or private when an answer depends
    # on one (only the redirect at / does), so a reader with a cookie gets the same cached page as one without.
    return (hash);
}

sub vcl_hash {
    # The site renders every URL from its configured origin (SITE_URL), never from Host: one copy per address
    # whatever Host a client sends.
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    # Stale answers only where the site allows them (stale-while-revalidate, which Varnish reads as grace). An
    # answer that says nothing of it, like today's fact until Seoul midnight, is never served stale.
    if (beresp.http.Cache-Control !~ "stale-while-revalidate") {
        set beresp.grace = 0s;
    }
}

sub vcl_deliver {
    # For operators and the tests: whether this answer came from the cache.
    if (obj.uncacheable) {
        set resp.http.X-Cache = "pass";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
