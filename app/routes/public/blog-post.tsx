// Placeholder until the blog issue lands.
export default function BlogPost() {
  return <h1 className="container-page py-10 text-3xl font-bold">Post</h1>;
}
