// Customers and places of the demo data: the curtain shops that order from the
// workshop (the CPQ customers), the households they order for, Dutch and
// Belgian addresses.

export type Country = { id: number; isO3166_1_2: string; isO3166_1_3: string; name: string };

export const countries = {
  NL: { id: 528, isO3166_1_2: "NL", isO3166_1_3: "NLD", name: "Nederland" },
  BE: { id: 56, isO3166_1_2: "BE", isO3166_1_3: "BEL", name: "België" },
} as const satisfies Record<string, Country>;

export type Place = { city: string; zip: string; country: keyof typeof countries };

export const places: readonly Place[] = [
  { city: "Utrecht", zip: "3511 AB", country: "NL" },
  { city: "Amersfoort", zip: "3811 CD", country: "NL" },
  { city: "Zwolle", zip: "8011 EF", country: "NL" },
  { city: "Haarlem", zip: "2011 GH", country: "NL" },
  { city: "Leiden", zip: "2311 JK", country: "NL" },
  { city: "Eindhoven", zip: "5611 LM", country: "NL" },
  { city: "Groningen", zip: "9711 NP", country: "NL" },
  { city: "Breda", zip: "4811 RS", country: "NL" },
  { city: "Gent", zip: "9000", country: "BE" },
  { city: "Antwerpen", zip: "2000", country: "BE" },
  { city: "Brugge", zip: "8000", country: "BE" },
  { city: "Leuven", zip: "3000", country: "BE" },
];

export const streets = [
  "Kerkstraat",
  "Molenweg",
  "Dorpsstraat",
  "Stationsplein",
  "Lindelaan",
  "Beukenlaan",
  "Nieuwstraat",
  "Marktstraat",
  "Veldstraat",
  "Kouter",
] as const;

export type Retailer = {
  id: number;
  name: string;
  debtorCode: string;
  deliveryCode: string;
  email: string;
  phoneNumber: string;
  street: string;
  streetNumber: string;
  place: Place;
};

const retailerNames = [
  "Woonwinkel De Gouden Draad",
  "Interieur Jansen",
  "Raamdecoratie Van Dijk",
  "Stoffenhuis Meijer",
  "Het Gordijnenatelier",
  "Binnenhuis De Linde",
  "Wooncentrum Noord",
  "Interieur Peeters",
  "Raamdecor Vlaanderen",
  "Maison Janssens",
] as const;

export const retailers: readonly Retailer[] = retailerNames.map((name, index) => {
  const place = places[(index * 5) % places.length]!;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, "");
  return {
    id: 4_001 + index,
    name,
    debtorCode: `D${10_021 + index * 7}`,
    deliveryCode: `A${String(index + 1).padStart(2, "0")}`,
    email: `inkoop@${slug.slice(0, 18)}.${place.country.toLowerCase()}`,
    phoneNumber:
      place.country === "NL" ? `+31 30 ${200_1000 + index * 131}` : `+32 9 ${300_1000 + index * 97}`,
    street: streets[index % streets.length]!,
    streetNumber: String(3 + index * 11),
    place,
  };
});

export const householdNames = [
  "de Jong",
  "Jansen",
  "de Vries",
  "van den Berg",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "de Boer",
  "Mulder",
  "Peeters",
  "Janssens",
  "Maes",
  "Willems",
  "Claes",
  "Hendriks",
] as const;

export const rooms = [
  "woonkamer",
  "slaapkamer",
  "keuken",
  "kantoor",
  "kinderkamer",
  "serre",
  "werkkamer",
  "badkamer",
] as const;
