// Customers and places of the demo data: the curtain shops that order from the
// workshop (the CPQ customers), the households they order for, Dutch and
// Belgian addresses.

export type Country = { id: number; isO3166_1_2: string; isO3166_1_3: string; name: string };

export const countries = {
  NL: { id: 528, isO3166_1_2: "NL", isO3166_1_3: "NLD", name: "Nederland" },
  BE: { id: 56, isO3166_1_2: "BE", isO3166_1_3: "BEL", name: "België" },
} as const satisfies Record<string, Country>;

export type Place = { city: string; zip: string; country: keyof typeof countries };

// city, zip, country
const placeRows: readonly [string, string, Place["country"]][] = [
  ["Utrecht", "3511 AB", "NL"],
  ["Amersfoort", "3811 CD", "NL"],
  ["Zwolle", "8011 EF", "NL"],
  ["Haarlem", "2011 GH", "NL"],
  ["Leiden", "2311 JK", "NL"],
  ["Eindhoven", "5611 LM", "NL"],
  ["Groningen", "9711 NP", "NL"],
  ["Breda", "4811 RS", "NL"],
  ["Gent", "9000", "BE"],
  ["Antwerpen", "2000", "BE"],
  ["Brugge", "8000", "BE"],
  ["Leuven", "3000", "BE"],
];

export const places: readonly Place[] = placeRows.map(([city, zip, country]) => ({ city, zip, country }));

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
