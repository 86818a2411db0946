import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The spec's view for a service or sub-service slug we have no page for (HTTP 404). */
export function ServiceNotFound() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Service Not Found</h1>
      <p className="text-xl text-muted-foreground">This service is currently being developed</p>
      <p className="max-w-md text-muted-foreground">
        Please check back soon for detailed information about this service.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/services">View All Services</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </section>
  );
}
