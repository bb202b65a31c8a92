-- Read-only mirror of the partner portal (a Django site: Django hashes auth_user.password).
CREATE TABLE public.auth_user (
    id integer NOT NULL,
    -- ok: node.password.no-hashing-library
    password character varying(128) NOT NULL,
    last_login timestamp with time zone,
    is_superuser boolean NOT NULL,
    username character varying(150) NOT NULL
);

CREATE TABLE public.mirror_admins (
    id serial PRIMARY KEY,
    login text NOT NULL,
    -- ruleid: node.password.no-hashing-library
    password text NOT NULL
);
