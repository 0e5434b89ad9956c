import { Outlet } from "react-router";
import { DonationProvider } from "~/components/donation-dialog";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { useCurrentUser } from "~/utils/root-data";

export default function PublicLayout() {
  const user = useCurrentUser();
  return (
    <DonationProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <Header user={user} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </DonationProvider>
  );
}
