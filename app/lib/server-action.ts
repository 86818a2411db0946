import { data } from "react-router";

/**
 * Runs a route's server action from the browser and, when its request does not complete (the
 * connection drops, a proxy answers with its own HTML error page, the server throws), answers
 * `failure` instead of letting the error replace the page. The form then shows its failure
 * toast, keeps what was typed and can be sent again; the 503 status tells the router not to
 * reload the page's data, which would most likely fail the same way.
 *
 * Redirects pass through. Used by each route's `clientAction`, so every form of the site and
 * the admin handles a lost request in one place.
 */
export async function serverActionOrFailure<Result, Failure extends object>(
  serverAction: () => Promise<Result>,
  failure: Failure,
) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("The request did not complete", error);
    // A new object each time: forms toast once per answer they have not seen yet.
    return data({ ...failure }, { status: 503 });
  }
}
