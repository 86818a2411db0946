/** Who answers questions about processing, as every page and reply names them. */
export function PrivacyContact({ name, email }: { name: string; email: string }) {
  const link = (
    <a className="font-medium text-primary underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
  return name ? (
    <>
      {name} answers questions about how we use your data: {link}
    </>
  ) : (
    <>Questions about how we use your data: {link}</>
  );
}
