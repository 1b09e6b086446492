// Every URL no route claims: the 404 page of the root error boundary.
export const loader = () => {
  throw new Response(null, { status: 404 });
};

export default function NotFound() {
  return null;
}
