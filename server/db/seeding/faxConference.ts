// Fax lines and conference bridges for every demo customer (issue 19, decision 0103), after the
// telephony seed (its Office Fax 900 and Conference Bridge 700 extensions with their numbers):
// a second fax line (901) and a second bridge (701); two cover pages (small real PDFs); the fax
// lines' settings, the office line on its number with a shared company service, the sales line
// with a personal service, and a personal service still on the old platform, detached. Set-based.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/** A one-page PDF saying `title`: small, valid, and opened by any reader. */
export function coverPagePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 28 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function insertFaxConference(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into extensions (account_id, extension_number, extension_type, service_plan, user_name, is_default)
    select e.account_id, x.number, x.type, x.plan, x.name, false
      from extensions e
     cross join (values ('901', 'FAX', 'Virtual Fax', 'Sales Fax'),
                        ('701', 'Conference', 'Conference Bridge', 'Board Room Bridge')) as x(number, type, plan, name)
     where e.extension_type = 'FAX' and e.extension_number = '900'
     order by e.account_id, x.number`);
  const letterhead = coverPagePdf('Fax - company letterhead').toString('base64');
  const confidential = coverPagePdf('Confidential fax').toString('base64');
  await tx.execute(sql`
    insert into fax_cover_pages (account_id, name, file_name, byte_size, content, created_at)
    select e.account_id, x.name, x.file, length(decode(x.bytes, 'base64')), decode(x.bytes, 'base64'), ${now.toISOString()}::timestamptz
      from extensions e
     cross join (values ('Company letterhead', 'letterhead.pdf', ${letterhead}),
                        ('Confidential', 'confidential.pdf', ${confidential})) as x(name, file, bytes)
     where e.extension_type = 'FAX' and e.extension_number = '900'`);
  // Each line on the number the telephony seed gave its extension (none for 901), the office line
  // with the letterhead, the sales line with the confidential page; header time zone as the country's.
  await tx.execute(sql`
    insert into fax_kits (extension_id, account_id, fax_number, caller_id, cover_page_id, header_text, paper_size, resolution, header_time_zone)
    select e.id, e.account_id,
           (select min(n.phone_number) from phone_numbers n where n.extension_id = e.id),
           null,
           (select p.id from fax_cover_pages p where p.account_id = e.account_id
              and p.name = case e.extension_number when '900' then 'Company letterhead' else 'Confidential' end),
           a.name || ' - ' || e.user_name,
           case when a.country_code = 'US' then 'letter' else 'a4' end, 'fine',
           case a.country_code when 'US' then 'America/Los_Angeles' when 'GB' then 'Europe/London'
                          when 'AU' then 'Australia/Sydney' when 'IN' then 'Asia/Kolkata' else 'UTC' end
      from extensions e join accounts a on a.id = e.account_id
     where e.extension_type = 'FAX'`);
  await tx.execute(sql`
    insert into fax_kit_emails (account_id, kit_id, email, position)
    select k.account_id, k.extension_id,
           case e.extension_number when '900' then 'office-fax' else 'sales-fax' end || '@'
             || coalesce((select split_part(min(u.email), '@', 2) from users u where u.account_id = k.account_id), 'example.com'),
           0
      from fax_kits k join extensions e on e.id = k.extension_id`);
  // Services: the company one on the office line for the first three people, a personal one on
  // the sales line for the first person, and the second person's, on the old platform, detached.
  await tx.execute(sql`
    create temporary table seed_fax_people on commit drop as
    select account_id, id as user_id, row_number() over (partition by account_id order by id) as n
      from users where id in (select user_id from extensions where extension_type = 'Extension' and user_id is not null)`);
  await tx.execute(sql`
    insert into fax_services (account_id, kind, name, kit_id, user_id, recipients, legacy, migration_eligible)
    select k.account_id, 'company', 'Office fax (shared)', k.extension_id, null,
           (select coalesce(jsonb_agg(p.user_id order by p.n), '[]'::jsonb) from seed_fax_people p
             where p.account_id = k.account_id and p.n <= 3), false, false
      from fax_kits k join extensions e on e.id = k.extension_id where e.extension_number = '900'
    union all
    select k.account_id, 'personal', u.first_name || '’s fax', k.extension_id, u.id, '[]'::jsonb, false, false
      from fax_kits k join extensions e on e.id = k.extension_id
      join seed_fax_people p on p.account_id = k.account_id and p.n = 1
      join users u on u.id = p.user_id
     where e.extension_number = '901'
    union all
    select p.account_id, 'personal', u.first_name || '’s fax (old platform)', null, null, '[]'::jsonb, true, true
      from seed_fax_people p join users u on u.id = p.user_id where p.n = 2`);
  // Bridges: each on its extension's number if it has one, with good PINs that differ per bridge.
  await tx.execute(sql`
    insert into conference_kits (extension_id, account_id, name, bridge_number, host_pin, participant_pin, max_participants, recording)
    select e.id, e.account_id, e.user_name,
           (select min(n.phone_number) from phone_numbers n where n.extension_id = e.id),
           case e.extension_number when '700' then '482916' else '715203' end,
           case e.extension_number when '700' then '630571' else '294857' end,
           case e.extension_number when '700' then 25 else 10 end,
           e.extension_number = '701'
      from extensions e where e.extension_type = 'Conference'`);
}
