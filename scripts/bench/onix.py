"""Writes the benchmark's ONIX 3.0 file (reference tags) to stdout, product by product.

`python3 scripts/bench/onix.py COUNT`. Each work comes in two formats, a hardback and an e-book tied
by their work identifier, so COUNT products make COUNT / 2 titles; each product has its ISBN-13, a
title with its subtitle, an author and a translator, languages, pages, two Thema subjects, a
description in XHTML, a short description, a cover link, a publication date, sales rights and a
price: what a publisher's full export holds.
"""

import random
import sys

WORDS = ("amour nuit soleil mer guerre paix ombre lumière château forêt rivière étoile silence "
         "mémoire jardin voyage hiver été printemps automne").split()
THEMA = ("FBA", "FF", "FL", "FLS", "FJ", "FK", "FR", "FV", "DB", "JBSF")


def isbn(number):
    """The ISBN-13 of 978 and the nine digits of `number`."""
    digits = f"978{number:09d}"
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits))
    return digits + str((10 - total % 10) % 10)


def product(row, rng):
    work = row // 2
    hardback = row % 2 == 0
    name = " ".join(rng.choice(WORDS) for _ in range(3)).capitalize() + f" {work}"
    form = "BB" if hardback else "ED"
    date = f"19{rng.randint(10, 99)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    return f"""  <Product>
    <RecordReference>bench-{row}</RecordReference>
    <NotificationType>03</NotificationType>
    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>{isbn(row)}</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>{form}</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>
        <TitleText>{name}</TitleText><Subtitle>A novel</Subtitle></TitleElement></TitleDetail>
      <Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><PersonName>Author {work % 5000}</PersonName></Contributor>
      <Contributor><SequenceNumber>2</SequenceNumber><ContributorRole>B06</ContributorRole><NamesBeforeKey>Trans</NamesBeforeKey><KeyNames>Lator {work % 700}</KeyNames></Contributor>
      <Language><LanguageRole>01</LanguageRole><LanguageCode>eng</LanguageCode></Language>
      <Language><LanguageRole>02</LanguageRole><LanguageCode>fre</LanguageCode></Language>
      <Extent><ExtentType>00</ExtentType><ExtentValue>{rng.randint(90, 900)}</ExtentValue><ExtentUnit>03</ExtentUnit></Extent>
      <Subject><MainSubject/><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>{rng.choice(THEMA)}</SubjectCode></Subject>
      <Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>{rng.choice(THEMA)}</SubjectCode></Subject>
    </DescriptiveDetail>
    <CollateralDetail>
      <TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience>
        <Text textformat="05"><p>The story of book {work}: {name.lower()} &amp; what came after.</p><p>Told in {rng.randint(3, 40)} chapters.</p></Text></TextContent>
      <TextContent><TextType>02</TextType><ContentAudience>00</ContentAudience><Text>Book {work} in a sentence.</Text></TextContent>
      <SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode>
        <ResourceVersion><ResourceForm>02</ResourceForm><ResourceLink>https://covers.example.com/{isbn(row)}.jpg</ResourceLink></ResourceVersion></SupportingResource>
    </CollateralDetail>
    <PublishingDetail>
      <PublishingDate><PublishingDateRole>01</PublishingDateRole><Date dateformat="00">{date}</Date></PublishingDate>
      <SalesRights><SalesRightsType>01</SalesRightsType><Territory><CountriesIncluded>GB IE AU</CountriesIncluded></Territory></SalesRights>
    </PublishingDetail>
    <RelatedMaterial><RelatedWork><WorkRelationCode>01</WorkRelationCode>
      <WorkIdentifier><WorkIDType>01</WorkIDType><IDValue>W{work}</IDValue></WorkIdentifier></RelatedWork></RelatedMaterial>
    <ProductSupply><SupplyDetail><Price><PriceType>02</PriceType><PriceAmount>{rng.randint(5, 40)}.99</PriceAmount><CurrencyCode>GBP</CurrencyCode></Price></SupplyDetail></ProductSupply>
  </Product>
"""


def main():
    count = int(sys.argv[1])
    rng = random.Random(36)
    out = sys.stdout
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n'
              '  <Header><Sender><SenderName>Bench Books</SenderName></Sender><SentDateTime>20261120</SentDateTime></Header>\n')
    for row in range(count):
        out.write(product(row, rng))
    out.write("</ONIXMessage>\n")


if __name__ == "__main__":
    main()
