import { createContext } from "react-router";
import type { DatabaseHandle } from "../../database/client.server";
import type { Auth } from "~/features/auth/auth.server";
import type { TrustedDevices } from "~/features/auth/throttle.server";
import type { Mailer } from "~/features/leads/notify.server";
import type { Storage } from "~/features/media/storage.server";
import type { FlashMessages } from "./flash.server";

/** What every loader and action gets from the server, through the typed router context. */
export interface AppServices {
  database: DatabaseHandle;
  db: DatabaseHandle["db"];
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  /** Signed one-time messages across a redirect. */
  flash: FlashMessages;
  /** Signed cookies marking the browsers an admin signed in from (see throttle.server.ts). */
  trustedDevices: TrustedDevices;
  /** The visitor's IP address as the server determined it (see TRUST_PROXY). */
  clientIp: string;
}

export const servicesContext = createContext<AppServices>();

/** The host's page cache (ADR 012), as the actions that change what public pages show see it. */
export interface PublicPages {
  /** The content public pages show has changed (saved): pages rendered before are stale. */
  contentChanged(): void;
}

export const publicPagesContext = createContext<PublicPages>();

/**
 * True when the page being rendered will be served to many visitors (the server's page cache,
 * see server/page-cache.ts): it gets no per-response nonce, and the server allows its inline
 * scripts by hash, as for prerendered pages.
 */
export const sharedRenderContext = createContext<boolean>(false);
