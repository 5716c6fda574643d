// The provinces, states, territories and nations of each country the product checks addresses
// for (issue 19), by their ISO 3166-2 codes. The United Kingdom is listed by its four nations:
// a British address needs no county, so the field is optional there (decision 0101).
import type { LocationCountry } from './countries';

export interface Province {
  code: string;
  name: string;
}

const list = (pairs: string): Province[] =>
  pairs.split(';').map((pair) => {
    const [code, name] = pair.split('=');
    return { code, name };
  });

export const PROVINCES: Readonly<Record<LocationCountry, readonly Province[]>> = {
  US: list(
    'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;' +
      'DE=Delaware;DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;' +
      'IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;' +
      'MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;' +
      'NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;' +
      'OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;PR=Puerto Rico;RI=Rhode Island;' +
      'SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;' +
      'WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
  ),
  CA: list(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
      'NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;' +
      'QC=Quebec;SK=Saskatchewan;YT=Yukon',
  ),
  GB: list('ENG=England;NIR=Northern Ireland;SCT=Scotland;WLS=Wales'),
  AU: list(
    'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;' +
      'SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia',
  ),
  IN: list(
    'AN=Andaman and Nicobar Islands;AP=Andhra Pradesh;AR=Arunachal Pradesh;AS=Assam;BR=Bihar;' +
      'CH=Chandigarh;CG=Chhattisgarh;DH=Dadra and Nagar Haveli and Daman and Diu;DL=Delhi;GA=Goa;' +
      'GJ=Gujarat;HR=Haryana;HP=Himachal Pradesh;JK=Jammu and Kashmir;JH=Jharkhand;KA=Karnataka;' +
      'KL=Kerala;LA=Ladakh;LD=Lakshadweep;MP=Madhya Pradesh;MH=Maharashtra;MN=Manipur;' +
      'ML=Meghalaya;MZ=Mizoram;NL=Nagaland;OD=Odisha;PY=Puducherry;PB=Punjab;RJ=Rajasthan;' +
      'SK=Sikkim;TN=Tamil Nadu;TS=Telangana;TR=Tripura;UP=Uttar Pradesh;UK=Uttarakhand;' +
      'WB=West Bengal',
  ),
};

const simple = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

/** The province a text names, by its code or its name in any case ("ontario", "on", "Québec"). */
export function findProvince(country: LocationCountry, text: string): Province | undefined {
  const wanted = simple(text);
  if (!wanted) return undefined;
  return PROVINCES[country].find((p) => simple(p.code) === wanted || simple(p.name) === wanted);
}

/**
 * Canada's postal codes start with a letter per province (Canada Post's forward sortation areas),
 * so a code and a province that cannot go together are caught without a lookup.
 */
export const CANADA_POSTAL_LETTERS: Readonly<Record<string, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};
