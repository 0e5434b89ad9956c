// Placeholder until the blog issue lands.
export default function BlogList() {
  return <h1 className="container-page py-10 text-3xl font-bold">Blog</h1>;
}
