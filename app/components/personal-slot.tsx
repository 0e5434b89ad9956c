/**
 * Marks a part of a public page that differs per person (issue 28, docs/decisions/031): the stored guest copy is
 * reused for a signed-in reader with these spans rendered for them (app/utils/personal-slots.ts). The markers are
 * inert `<template>` elements: no box, no text, nothing for a screen reader. Everything on a page that can differ
 * between two signed-in people or a person and a guest must sit inside one, on the pages whose route says so
 * (`splice: true` in guestPage); the end-to-end test compares such pages with their whole render.
 */
export function PersonalSlot({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <>
      <template data-personal={name} />
      {children}
      <template data-personal-end={name} />
    </>
  );
}
